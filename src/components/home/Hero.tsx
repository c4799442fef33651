import { ArrowRight, BadgeCheck, Clock, FileText, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router-dom";
import { business, claims } from "../../config/business";
import { statesServedText } from "../../content/home";
import { Island } from "../../react-island";
import { FirstScreenEnd } from "../page/FirstScreenEnd";
import { HeroVideo } from "./HeroVideo";

const poster = "/images/home/hero-1280.webp";
const posterSrcSet = [640, 960, 1280].map((width) => `/images/home/hero-${width}.webp ${width}w`).join(", ");

const badges = [
  { icon: ShieldCheck, text: claims.licensed },
  { icon: Clock, text: claims.emergency },
  { icon: FileText, text: claims.freeEstimates },
  { icon: BadgeCheck, text: claims.noHiddenFees },
];

/**
 * The top of the home page: the poster (the LCP image: a small WebP in three widths, explicit size,
 * high priority) with the background clip laid exactly over it after load, the page's h1, the trust
 * badges, the two calls to action and, on large screens, the embedded quote form.
 */
export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-slate-950 text-slate-100">
      <img
        src={poster}
        srcSet={posterSrcSet}
        sizes="100vw"
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <HeroVideo poster={poster} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/75 via-slate-950/60 to-slate-950/85 lg:bg-gradient-to-r lg:from-slate-950/90 lg:via-slate-950/55 lg:to-slate-950/25"
      />
      <div className="container-page grid items-center gap-12 pb-20 pt-12 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-500 py-1 pl-2 pr-3 text-xs font-bold tracking-widest text-slate-950">
            <Star aria-hidden="true" className="size-4 fill-current" />
            TOP RATED
            <span className="font-semibold tracking-normal">
              · {business.rating.value}/5 from {business.rating.count} reviews
            </span>
          </p>
          <h1 className="mt-5 text-4xl leading-tight text-white sm:text-5xl lg:text-6xl">
            Safe asbestos, lead &amp; mold remediation for Chicagoland
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">
            {claims.since}: licensed environmental crews and construction pros for homes, schools and businesses across{" "}
            {statesServedText}.
          </p>
          <ul className="mt-7 grid max-w-2xl gap-x-6 gap-y-3 sm:grid-cols-2">
            {badges.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2 font-medium text-white">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
                {text}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/contact" className="btn-primary px-6 text-lg">
              Get Free Quote
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/services" className="btn border border-white/40 px-6 text-lg text-white hover:bg-white/10">
              Our Services
            </Link>
          </div>
        </div>
        <Island name="home-quote-form" className="hidden lg:block" />
      </div>
      <FirstScreenEnd />
    </section>
  );
}
