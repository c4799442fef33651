import type { Section } from "../types";

export const sections: Section[] = [
  {
    heading: "Why storms bring strangers to your door",
    paragraphs: [
      "Within days of a major hailstorm, crews from across the country arrive in the affected neighborhoods, offering free inspections and promising that insurance will cover everything. Some do decent work. Others disappear after collecting the insurance check, leaving homeowners with no one to call when the new roof leaks the following spring.",
      "The best defence is a little patience. Unless water is actively coming in, you have time to get a proper inspection and compare proposals.",
    ],
  },
  {
    heading: "Check the license and the paperwork",
    paragraphs: [
      "In Illinois, roofing contractors must be licensed by the Illinois Department of Financial and Professional Regulation, and the license name and number must appear on their bids, contracts and advertisements. You can look a license up on IDFPR's website in a minute. Ask for a certificate of insurance showing general liability and workers' compensation, sent directly from the insurance agent.",
      "Illinois home repair law also requires a written contract for work over $1,000 and a copy of the consumer rights brochure. Wisconsin and Indiana have their own contractor rules; a local, established company will know them.",
    ],
  },
  {
    heading: "Red flags",
    paragraphs: [],
    bullets: [
      "An offer to pay or waive your insurance deductible, which is illegal for contractors in Illinois",
      "Pressure to sign a contract or an 'authorization' on the spot, before your adjuster has even seen the roof",
      "A request for full payment, or a large deposit, before materials are delivered",
      "No local office address, or a vehicle without the roofing license number displayed",
      "Vague proposals that say 'replace roof' without listing ice barrier, underlayment, flashing and ventilation",
    ],
  },
  {
    heading: "Working with your insurance company",
    paragraphs: [
      "Report the damage to your insurer promptly. A good contractor will document the damage with photos and measurements, meet the adjuster on the roof and explain where they agree or disagree, but the claim is between you and your insurer. Illinois law gives you an additional right to cancel a contract that is to be paid from insurance proceeds if the insurer denies the claim, within a limited window. Read that section of your contract.",
    ],
  },
  {
    heading: "What a proper replacement includes",
    paragraphs: [
      "A hail claim is the moment to fix what was wrong with the old roof, too. Make sure the proposal includes tear-off to the deck, replacement of damaged sheathing, ice and water barrier at the eaves and valleys, new flashing and pipe boots, balanced ventilation, the permit and registration of the manufacturer warranty. Cheaper bids usually leave one of those out.",
    ],
  },
];
