import { Head } from "../components/layout/Head";
import { CallToAction } from "../components/page/CallToAction";
import { PageHero } from "../components/page/PageHero";
import { ProseSection } from "../components/page/ProseSection";
import { StatTiles } from "../components/page/StatTiles";
import { business, claims } from "../config/business";
import { about } from "../content/about";
import { certifications } from "../content/certifications";

export function Component() {
  return (
    <>
      <Head
        title={`About us: ${claims.years} of safe remediation`}
        description={`${claims.since}. Licensed asbestos, lead and mold remediation and exterior construction crews you can trust.`}
        path="/about"
        keywords={["about", "licensed abatement contractor", "Chicago environmental company"]}
      />
      <PageHero eyebrow="About us" title={`About ${business.name}`}>
        {about.intro.map((paragraph) => (
          <p key={paragraph} className="mb-3">
            {paragraph}
          </p>
        ))}
      </PageHero>
      <div className="container-page py-14">
        <StatTiles />
      </div>
      <div className="container-page grid max-w-5xl gap-12 pb-14 lg:grid-cols-[2fr_1fr]">
        <div>
          {about.story.map((section) => (
            <ProseSection key={section.heading} section={section} />
          ))}
        </div>
        {/* Beside the story on wide screens; below it, far down, on narrower ones, where it renders as it comes near. */}
        <aside
          aria-labelledby="credentials"
          className="h-fit rounded-2xl border border-slate-200 p-6 max-lg:render-when-visible [--section-height:1050px] sm:[--section-height:720px] dark:border-slate-800"
        >
          <h2 id="credentials" className="text-xl">
            Credentials
          </h2>
          <ul className="mt-4 space-y-3">
            {certifications.map((item) => (
              <li key={item.name}>
                <p className="font-semibold text-slate-900 dark:text-white">{item.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{item.detail}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <section className="render-when-visible bg-slate-50 py-14 [--section-height:1370px] sm:[--section-height:860px] lg:[--section-height:600px] dark:bg-slate-900">
        <div className="container-page">
          <h2 className="text-3xl">What we stand for</h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {about.values.map((value) => (
              <div key={value.title} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950">
                <h3 className="text-lg">{value.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{value.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
