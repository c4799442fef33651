import { formatCents } from "../lib/estimate-money";
document.body.dataset.island = formatCents(123, "en");
