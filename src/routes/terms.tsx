import { LegalArticle } from "../components/ui/LegalArticle";
import { termsOfService } from "../content/legal";

export function Component() {
  return <LegalArticle page={termsOfService} path="/terms" />;
}
