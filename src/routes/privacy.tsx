import { LegalArticle } from "../components/ui/LegalArticle";
import { privacyPolicy } from "../content/legal";

export function Component() {
  return <LegalArticle page={privacyPolicy} path="/privacy" />;
}
