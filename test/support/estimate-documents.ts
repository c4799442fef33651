import { defaultSelection, estimateTotals, type Selection } from "../../src/lib/estimate-money";
import { estimateTexts } from "../../src/lib/estimate-texts";
import { type ApprovalRecord, type EstimateDocument, type EstimateLine, requiredAcknowledgments } from "../../src/lib/estimates";

/**
 * Estimates as the PDF renders them, for the Node and the workerd tests: a basement abatement for
 * Ana Peña with required, optional and pick-one lines, a long one that runs over several pages,
 * and the approval of the first.
 */

const line = (id: string, fields: Partial<EstimateLine> & Pick<EstimateLine, "description">): EstimateLine => ({
  id,
  kind: "required",
  group: null,
  groupLabel: null,
  section: "Basement",
  unit: "sq ft",
  quantityThousandths: 1000,
  unitPriceCents: 0,
  taxBps: 0,
  preselected: false,
  priceItemId: null,
  ...fields,
});

const terms = `Work begins within 10 business days of approval and the deposit. Asbestos work is performed by Illinois-licensed workers under a written abatement plan; the area is sealed under negative air pressure until clearance.

The balance is due on completion. Any hidden damage found once materials are removed (rot, mould behind finishes, additional asbestos-containing material) is quoted separately and done only with your written approval.

Prices are valid until the date shown. Permit fees are included; disposal at a licensed landfill is included.`;

export function basementEstimate(changes: Partial<EstimateDocument> = {}): EstimateDocument {
  return {
    number: "E-2026-0042 rev 2",
    language: "en",
    issuedOn: "2026-11-20",
    expiresOn: "2026-12-20",
    customer: {
      name: "Ana Peña",
      email: "ana.pena@example.com",
      phone: "(773) 555-0188",
      address: "4521 N Müller Ave, Chicago, IL 60625",
    },
    service: "Asbestos Removal",
    yearBuilt: 1956,
    title: "Basement floor tile abatement and new floor",
    introduction: "Thank you for having us out on November 18. Below is what we found and what we propose to do.",
    lines: [
      line("removal", {
        description: "Remove 9×9 asbestos floor tile and black mastic under negative-pressure containment",
        quantityThousandths: 1_250_000,
        unitPriceCents: 375,
        taxBps: 0,
      }),
      line("air-test", {
        kind: "optional",
        description: "Independent clearance air test by a licensed inspector, results within 48 hours",
        unit: "each",
        unitPriceCents: 45_000,
      }),
      line("vinyl", {
        kind: "choice",
        group: "floor",
        groupLabel: "New floor",
        description: "Luxury vinyl plank (Müller Floors, Ñandú oak), material",
        quantityThousandths: 1_250_000,
        unitPriceCents: 640,
        taxBps: 1025,
        preselected: true,
      }),
      line("porcelain", {
        kind: "choice",
        group: "floor",
        groupLabel: "New floor",
        description: "Porcelain tile, façade grey, material",
        quantityThousandths: 1_250_000,
        unitPriceCents: 1190,
        taxBps: 1025,
      }),
      line("install", {
        section: "Basement",
        description: "Install the new floor, labour",
        quantityThousandths: 1_250_000,
        unitPriceCents: 300,
      }),
      line("window", {
        section: "Window well",
        description: "Replace the egress window (Łukasz Wójcik's crew), including well liner",
        unit: "opening",
        unitPriceCents: 98_500,
        taxBps: 1025,
      }),
    ],
    discount: { kind: "percent", bps: 500 },
    deposit: { kind: "percent", bps: 3000 },
    terms,
    ...changes,
  };
}

/** Many lines over several sections: the page breaks, repeated headings and rows kept whole. */
export function longEstimate(lineCount = 90): EstimateDocument {
  const sections = ["Basement", "Kitchen", "Second floor", "Attic", "Exterior"];
  return basementEstimate({
    number: "E-2026-0107",
    lines: Array.from({ length: lineCount }, (_, index) =>
      line(`line-${index}`, {
        section: sections[Math.floor((index * sections.length) / lineCount)] as string,
        description:
          index % 3 === 0
            ? `Item ${index + 1}: remove and dispose of lead-painted trim, wet-scrape, HEPA-vacuum and wipe down the work area, then prime and repaint to match the existing finish`
            : `Item ${index + 1}: patch and seal penetration`,
        quantityThousandths: 1000 + index * 250,
        unitPriceCents: 1_000 + index * 37,
        taxBps: index % 2 === 0 ? 1025 : 0,
      }),
    ),
  });
}

/** A drawn signature as the customer page sends it: a 300×90 PNG of one blue stroke. */
export const drawnSignaturePng = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAASwAAABaCAMAAAA1r5svAAAC7lBMVEVMaXEeOokeOYkeOooAAH8AVaozM5kAAP8eOooiM4geOooeOokAP38dOYofO4geOYkeOYoeOYokSJEZM38dOooePYsfP38nOokdOokeOYkeOYkdOokZP4weOokVP38aPYwdOokeOokeOookNpEeOYoeOoodOoofP48cOI0dOYodOokfOokdOoocOYsdOYkeOokdOokdOYkdOoodOYkdOYkXLoseOYoeOokdOYkcOYkcOIYdOYkeOYoiOYsYPIUdOokbPIseOYkdOokdO4geOooeOYsePIsdOIofOYkcOIkfO4sdOokeOooeOYkdOYoeOoodOYodO4geOYocOYkePIceOIodO4seOokeOooeOYofOIodOYkeOYodOokcOI0eOYkdO4gqKn8eOYkeOokiO4geOokdOooaNYYeOYkcOYkdOYkdOoodOoodOYkdOoodOYkeOokeOYgbN4keOYkdOYodOokdOYkdOYodOYoeOokdOYkeOYkeOooeOYoaPIweOYkgOYseOYkeOooeOYoeOokbNogdOokeOoodOokdOooeOooeOYkdOIodOokePIcgO4ceOYgeOooeOYoeOooeOYodOokfOooeOYkeOIocOYgdOYkdOokdOYkePY4eOYkfOYweOYogOokdOooeOoodOYocOIoeOIkeOokdOYoeOooePIwfO4gcOI0dOYodOYoeOoodOokhN4UeOYodOokeOokdOokdOYkdOooeOYkcOYsfOYkfN4ceO4geOooeOYodOYodOoodOokeOYodO4geOokeOokeOYodO4gdO4sdOYkdOooeOooeOokdOokdOIodOYobN4odOoodOoodOYoeOYkdOokdOoodOokeOYkfNYoeOooeOooeOokeOYocOYsfOokdOooeOYodOYkeOoodOokeOYsdOoodOoodOokeOYkeOokfOIocOYseOYkfN4gdOYoeOYkcOIgeOYsfOoofOYweOYoeOYoeOYofO4seOoqWIyJ0AAAA+XRSTlMA/vz1AgMFAf0PntEE9zj0a/sHCvkhCA00qV36FOQMHdftmQ7dXLwQCZulSkY+b7fxkt+JowuOofhZJJzzFhWUN+KRRdJLKnBzP0ka7MzQZfJffVAiRE27kLpRtrGLEoQrBnzBHvZgE9lq1fCdgM3vh1QlZq3Ez9i+yuZ3lagmnx+y25eYHFfA52m4617OES86qnTaoOA5uTthxuneGZYx1CeziOFIMo+TpjNSG6SKya4XwrSnPayr3CxiIGxthceigst5W2TuPFaajHZ1vWe1LtbogY1OT3HIGFN/foZYQYPlv+NobnJ7ekPTWjWwKXhMNkIwKMPqVUACcanDAAAACXBIWXMAAAsTAAALEwEAmpwYAAAIVUlEQVR42u1bd1wURxQ+joM7BKQJF5QqoAiIoCg2sBeSANJtWLH3XmOMNfaSmKiJMdZEUy2JLZpY0kyiJtFE03vv/fsvbw/uPO52Z+fOeL+4zvcPuzNv3+18vHnz3ptZnU5AQEBAQEBAQEBAQEBAQEBAQEBADsaXf95RnOYjiOBAl66Q0PwVQYUaDBe9UIM6voIOJnxSiKWMhctavUV/+wdod6Bbilo0XNTzvmvSsZA4ejqXLmLupKuFWqWqrJGpeva8+b37SpbR8x0M1dcT6foxTVIVXoGraDbATS1rAoEso3VRfAK4/TYNcrWyPXGkryieEtxkAl3NmO+ec38KWBVhu014kHjXnld+hAgKmRtruWlZSdMxzi3bmgIEzrO7f1kP3KoxrnzvIK4e3mu770uTqZHBdT1R8cD7tVo6AF21FZwGPE1cHWpp1/IY2dZ61xW1AxZE1GrJ6QVs0lRyUoe46m2s1fY2zadwVxV1NzlPuiFAJy2FpgOJqycdjW0W8Kyrimjxu8uxLexuIEk7XE2i7KSJ0bG1I7Xe4pqitnq5R04D0zXDVXeKGQ7IZCV7XDYt8ljLnVtXk/4yjXA12B8Y6SfTccQLprauaKqqBzwj095ZO7HWCSBokGzPdmCHK5oygaGyqYEepnBNcNUxBBgl39UNeMuFdSwmA0iT7TkAnNQCVxGjKfo0KqQuO4FUflWFFPXLa+oLRGshMCV/MqZKqbMFVe/4VeUDPRRi3tkusf5/xVqKIocr9t4CxHPPQxIeNkCZ9ak3fuhONYL+jO7mQFNeXU2AbKW+bUDrxjc6WfXJGqoY/Q8BJzhV+QUBaxV7TwFHr88QwvqM8vMIVy0/Bz5hCbwDnOLUNQrwV+79CuhzfcYwhyKfsR09QNY44NMYlkBCCPQxfLqmA8HKvYtN0O/jU3Tbrr/Lt3GvnY3jLYXdAvfMK2FrWVlJ+e4rHKKLvVne3YICXqf1A+DNet+lwHMcakonPmgZfPSOKO4aQIjliaCxdV3iKaqk1Z8PWIvo9fIrU1WMIgvIN6h6bb6qVkPgXlb/FwrRfW2jygqxbQLEF/H87D7ylPXr1vG2POIfzGteR4aM94IDGkTmMZ4YZFI3Gwo0I7midyrxbWQJ5NA8HMHWYQgeI710xsx152dLF08auDIsfxLzC/a3DNi7Dod5VX0TZyUo8OGKiqnbC/6quf2u0Kj0UAozbKjG77QHz0PWi1SUZktMIxNg13eet+wqpUqBnc+lkXR9p6rnakupe7fqS07zCm1Ts91Xb9rE1FgrN+bUynyLqSm94jw9R70qgN4gh4Osy4rRu92qdYjV303aUhptK1qETaXbLDW2+gD7rwYv6uY1qPftFpGMg0sSnCpVHTKUyaLt4n7qLEyz/etYWEMWrTLJfgJ6hSpPwXH0/w4cMtiuhdwl9rA3/9uQd99q38A0L78XN1s69f3aJMuqMw9PUpiG4Q2A+7icwus6nqpfiprMPcAuxcmxTjpzs7V2+rCI2iJZ2VZjKli3cmREwbzCSiIDLR2JX7ux6UvLVyMOseNAQ1Wh3EAO4s8Cc5Wi/5k0ivsdTdP4KLVO9WUOoZPZudlmXj0uVC8RoXW/vGuYpan1HWVu7O/pYsk15nHI3Qq8oSpUDDyvKpRHQ5O38i0U0KKVs38yShu/25OVFL5HvX3lya8xL4zJn9ls84Z6NYvd+B5ROp2bpZmhPHKTgZ1qMqE0HZaoagog37pb9icoDvWSn+uVNMT9Chl46QRWWGM1Lxu6DhzkbqKTQHFRFx5B3xCYIlRkVpLNcBzDegEYJ1faoTi6wUrGJl3B43I9g2mr7jArSvArTNlZzZNXXPayaylrpxPVfJKJQHcVkVXAaxyaJtFEcG5No72fIOXTED0o/ImWiXB8IskD7VX7ySu783ZtLE2+tgzaQEtTIZ/o/UA5W+JbGu1qDk3m1vCKdWw8Qw5lBatoUJ9Wbe+PnNwZOXcc90wdi9z2S2F8onOBd9kSlCN34FK1HEh3aOpJhtN8G/Opj6W6QruWte0qE85Rw/VCP+Asp+i7wENMgaaUOszXcR5HOlxrzQvoLK3wanHPZCmVG2nvYXPfoJaxRs9wNdnEv5FXDlQwBRoBr3IWNWk9bGN3P4CyFSxVLzebsyQ3/aPVc/lsiqbbg57aLurNkUJb8YdKKr2R1jJe4k/Ssnl1Pl1YQGNeF8HzYJKlHjFrzj+lpU3fniGlLKc9ZFc6cwZn3GBZomk7OZTtiLi3yxKo9PKCNSYpJtfu9QHnmHOamOyDptlddJ7CUTqOzP+PYccOaymX5T8QQZkvOltCsjQpam/fl/+l14y1RZnxc8J0ntzTmcIvTbHDJcVO42bGBphOdrsIccXnWoyWBj1tnkuv3bho7qzExMuZJWadB2FMSnJhxtOh0J6Kna9QYeWYCz/tm2KbSkHpBp3mkM5Y7UJpjrZw7R+VXl1+65W5WKdB/CabpdTElBR+u7oHlTDpYsNx7yTrNAk/ExoorO8jXuLb4LqJQHGNQvJ2L32IIb6Rc6REvqiQBq4C/U2F4QpHQsMSOSrvNxtiaZmPkE+aVuQKehxAWf8vMtUGk6Y+BvivQJ9YtnPO1qK59h1vOvwKTHDMxnxo9+qBxwU3zlE3HTxwPNPyIWBKE9TIYD19nVo7mzxDDmuIIEYOUXQKqsS+YRKdozpvEMToFI5mL7DL5sppx6VgtaBF+WveR213Ra3pcJCIsBSxCbaqllk63XLPFsGJ8oIofXCePZ9sLF3aWukaKyhhIHmodGhgwwa9VLmLjBGEMBGRba0HRy8RbKgiTzoRpv/sXKigggehscdErU9AQEBAQEBAwAn/Aq0nPjc5p5rUAAAAAElFTkSuQmCC",
  ),
  (character) => character.charCodeAt(0),
);

/** Ana's approval: the porcelain floor and the air test, signed with her name and a drawing. */
export function basementApproval(doc: EstimateDocument, changes: Partial<ApprovalRecord> = {}): ApprovalRecord {
  const selection: Selection = { optional: ["air-test"], choices: { floor: "porcelain" } };
  const totals = estimateTotals(doc.lines, selection, doc.discount, doc.deposit);
  const texts = estimateTexts[doc.language];
  return {
    selection,
    totals,
    acknowledgments: requiredAcknowledgments({ totalCents: totals.totalCents, yearBuilt: doc.yearBuilt }).map((id) => ({
      id,
      text: texts.acknowledgments[id],
    })),
    signerName: "Ana Peña",
    drawnSignaturePng,
    signedAt: "2026-11-22T21:04:05.000Z",
    ip: "203.0.113.7",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    events: [
      { at: "2026-11-20T15:00:00.000Z", event: "sent", recipient: "ana.pena@example.com" },
      { at: "2026-11-21T01:12:40.000Z", event: "viewed" },
      { at: "2026-11-21T14:30:00.000Z", event: "resent", recipient: "ana.pena@example.com" },
      { at: "2026-11-22T21:04:05.000Z", event: "approved", signerName: "Ana Peña", totalCents: totals.totalCents },
    ],
    documentSha256: "9f2c4e1b7a0d3c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a",
    ...changes,
  };
}

export const startingTotals = (doc: EstimateDocument) =>
  estimateTotals(doc.lines, defaultSelection(doc.lines), doc.discount, doc.deposit);

/**
 * A day and an instant, and how every text a customer reads prints them in each language: the
 * estimate page, its e-mails and its PDFs (src/lib/long-dates.ts). Far ahead, so that an estimate
 * open until that day can still be sent and signed whenever the tests run.
 */
export const printedDates = {
  day: "2099-01-15",
  instant: "2098-12-03T21:04:05.000Z",
  en: { day: "January 15, 2099", instant: "December 3, 2098 at 3:04:05 PM CST" },
  es: { day: "15 de enero de 2099", instant: "3 de diciembre de 2098 a las 3:04:05 p.m. CST" },
  fr: { day: "15 janvier 2099", instant: "3 décembre 2098 à 15 h 04 min 05 s HNC" },
} as const;
