import { Banners } from "../components/home/Banners";
import { Certifications } from "../components/home/Certifications";
import { Hero } from "../components/home/Hero";
import { ProcessSteps } from "../components/home/ProcessSteps";
import { SectionHeading } from "../components/home/SectionHeading";
import { ServiceArea } from "../components/home/ServiceArea";
import { ServiceTabs } from "../components/home/ServiceTabs";
import { Splash } from "../components/home/Splash";
import { Testimonials } from "../components/home/Testimonials";
import { Head } from "../components/layout/Head";
import { CallToAction } from "../components/page/CallToAction";
import { FaqList } from "../components/page/FaqList";
import { business, claims } from "../config/business";
import { homeFaqs } from "../content/faq";
import { faqPage } from "../lib/structured-data";

/** Home (spec "Home"): composed from src/components/home; every fact comes from src/config and src/content. */
export function Component() {
  return (
    <>
      <Head
        title={`${business.name}: asbestos, lead & mold remediation in Chicago`}
        description={business.description}
        path="/"
        keywords={["asbestos removal", "lead paint removal", "mold remediation", "roofing", "windows", "Chicago"]}
        jsonLd={[faqPage(homeFaqs)]}
      />
      <Splash />
      <Hero />
      <Banners />
      <ServiceArea />

      <section
        aria-labelledby="services-heading"
        className="container-page render-when-visible py-16 [--section-height:1460px] sm:py-20 lg:[--section-height:890px]"
      >
        <SectionHeading id="services-heading" eyebrow="What we do" title="Hazardous materials, handled by specialists">
          Four services most of our customers call us for first. Every job is done by our own licensed crews, with testing before
          and after.
        </SectionHeading>
        <div className="mt-10">
          <ServiceTabs />
        </div>
      </section>

      <section
        aria-labelledby="certifications-heading"
        className="render-when-visible bg-slate-50 py-16 [--section-height:2100px] sm:py-20 lg:[--section-height:960px] dark:bg-slate-900/40"
      >
        <div className="container-page">
          <SectionHeading id="certifications-heading" eyebrow="Licensed & certified" title="Credentials you can check">
            {claims.licensed}. {claims.bbb}. {claims.years} of safe, documented work, with every license and certificate sent on
            request.
          </SectionHeading>
          <div className="mt-10">
            <Certifications />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="process-heading"
        className="container-page render-when-visible py-16 [--section-height:1430px] sm:py-20 lg:[--section-height:615px]"
      >
        <SectionHeading id="process-heading" eyebrow="How it works" title="Our four-step process" center>
          The same careful sequence on every job, from the first visit to the final clearance test.
        </SectionHeading>
        <div className="mt-12">
          <ProcessSteps />
        </div>
      </section>

      <div className="render-when-visible bg-slate-50 py-16 [--section-height:865px] sm:py-20 lg:[--section-height:845px] dark:bg-slate-900/40">
        <div className="container-page">
          <Testimonials />
        </div>
      </div>

      <section
        aria-labelledby="faq-heading"
        className="container-page render-when-visible max-w-4xl py-16 [--section-height:880px] sm:py-20 lg:[--section-height:780px]"
      >
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-8">
          <FaqList faqs={homeFaqs} />
        </div>
      </section>

      <CallToAction title="Protect your family and your property" quoteLabel="Get Free Consultation" />
    </>
  );
}
