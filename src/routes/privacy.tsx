import { LegalArticle } from "../components/page/LegalArticle";
import { privacyPolicy } from "../content/legal";

export function Component() {
  return <LegalArticle page={privacyPolicy} path="/privacy" />;
}
