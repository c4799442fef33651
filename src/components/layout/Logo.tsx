import { Link } from "react-router-dom";
import { business } from "../../config/business";
import { LogoMark } from "../ui/LogoMark";

const [firstWord, ...otherWords] = business.shortName.split(" ");

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg">
      <LogoMark className="size-10 shrink-0" />
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
