import { LegalArticle } from "../components/page/LegalArticle";
import { termsOfService } from "../content/legal";

export function Component() {
  return <LegalArticle page={termsOfService} path="/terms" />;
}
