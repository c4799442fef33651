import type { EstimateDetail } from "../../../src/lib/estimate-desk";
import { estimateDeskMessages } from "../../../src/lib/estimate-texts";
import { notFound, stale } from "../refusal";
import { customerLinkStatus } from "./customer-links";
import { storedDocuments } from "./documents";
import { type DeskEstimate, readDeskEstimate, toDetail } from "./records";

/** An estimate as the desk reads it: its record, whether its stored copies are intact, and its customer link. */

export type Storage = { db: D1Database; bucket: R2Bucket };

export const estimateNotFound = () => notFound(estimateDeskMessages.notFound);

/** The estimate, with the texts known to be in one language or another (for its language problems). */
export async function loadEstimate(db: D1Database, id: string): Promise<DeskEstimate> {
  const loaded = await readDeskEstimate(db, id);
  if (!loaded) throw estimateNotFound();
  return loaded;
}

export async function detailOf({ db, bucket }: Storage, loaded: DeskEstimate): Promise<EstimateDetail> {
  const [documents, customerLink] = await Promise.all([storedDocuments(bucket, loaded), customerLinkStatus(db, loaded)]);
  return toDetail(loaded, { documents, customerLink });
}

export const loadEstimateDetail = async (storage: Storage, id: string): Promise<EstimateDetail> =>
  detailOf(storage, await loadEstimate(storage.db, id));

/** A change refused because someone else changed the estimate first: answered with the estimate as it is now. */
export async function staleEstimate(storage: Storage, id: string) {
  const current = await readDeskEstimate(storage.db, id);
  return current ? stale(estimateDeskMessages.stale, { estimate: await detailOf(storage, current) }) : estimateNotFound();
}
