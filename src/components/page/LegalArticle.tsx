import type { LegalPage } from "../../content/types";
import { formatDate } from "../../lib/format";
import { Head } from "../layout/Head";
import { PageHero } from "./PageHero";
import { ProseSection } from "./ProseSection";

export function LegalArticle({ page, path }: { page: LegalPage; path: string }) {
  return (
    <>
      <Head title={page.title} description={page.summary} path={path} />
      <PageHero eyebrow="Legal" title={page.title}>
        <p>{page.summary}</p>
        <p className="mt-2 text-base">
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <div className="container-page max-w-3xl py-14">
        {page.sections.map((section, index) => (
          <ProseSection key={section.heading} section={section} belowTheFold={index > 0} />
        ))}
      </div>
    </>
  );
}
