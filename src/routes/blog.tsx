import { Link } from "react-router-dom";
import { Head } from "../components/layout/Head";
import { PageHero } from "../components/page/PageHero";
import { postIndex } from "../content/post-index";
import { formatDate } from "../lib/format";

export function Component() {
  return (
    <>
      <Head
        title="Blog: asbestos, lead, mold and home exterior advice"
        description="Plain-spoken advice for Chicago-area property owners on asbestos, lead paint, mold, windows, roofs and gutters."
        path="/blog"
        keywords={["asbestos advice", "lead paint safety", "mold tips", "home exterior"]}
      />
      <PageHero eyebrow="Blog" title="Advice for property owners">
        <p>What to look for, what the rules require and what a job really involves, from the crews who do the work.</p>
      </PageHero>
      <ul className="container-page grid max-w-5xl gap-6 py-14 md:grid-cols-2">
        {postIndex.map((post) => (
          <li
            key={post.slug}
            className="render-when-visible rounded-2xl border border-slate-200 p-6 [--section-height:230px] dark:border-slate-800"
          >
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <time dateTime={post.published}>{formatDate(post.published)}</time> · {post.readingMinutes} min read
            </p>
            <h2 className="mt-2 text-xl">
              <Link to={`/blog/${post.slug}`} className="hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{post.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
