import { Link } from "react-router-dom";
import { business } from "../../config/business";

const [firstWord, ...otherWords] = business.shortName.split(" ");

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg">
      <img src="/icon.svg" alt="" width="40" height="40" className="size-10" />
      <span className="leading-tight">
        <span className="block text-lg font-extrabold tracking-tight text-slate-900 dark:text-white">{firstWord}</span>{" "}
        <span className="block text-xs font-medium uppercase tracking-widest text-brand-700 dark:text-brand-300">
          {otherWords.join(" ")}
        </span>
        <span className="sr-only">, home page</span>
      </span>
    </Link>
  );
}
