import { Link } from "react-router-dom";
import { Head } from "../components/layout/Head";
import { CallToAction } from "../components/page/CallToAction";
import { PageHero } from "../components/page/PageHero";
import { ProseSection } from "../components/page/ProseSection";
import type { BlogPost } from "../content/types";
import { formatDate } from "../lib/format";
import { article } from "../lib/structured-data";

export function PostPage({ post }: { post: BlogPost }) {
  const path = `/blog/${post.slug}`;
  return (
    <>
      <Head
        title={post.title}
        description={post.summary}
        path={path}
        type="article"
        keywords={post.tags}
        jsonLd={[article(post, path)]}
      />
      <PageHero eyebrow="Blog" title={post.title}>
        <p>{post.summary}</p>
        <p className="mt-3 text-base">
          By {post.author} · <time dateTime={post.published}>{formatDate(post.published)}</time> · {post.readingMinutes} min read
        </p>
      </PageHero>
      <article className="container-page max-w-3xl py-14">
        {post.sections.map((section, index) => (
          <ProseSection key={section.heading} section={section} belowTheFold={index > 0} />
        ))}
        <Link to="/blog" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          More articles
        </Link>
      </article>
      <CallToAction />
    </>
  );
}
