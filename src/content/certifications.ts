/** Credentials shown in the certifications grid. Wording only; no license numbers are published here. */
export const certifications: Array<{ name: string; detail: string }> = [
  {
    name: "EPA Lead-Safe Certified Firm",
    detail:
      "Certified under the EPA Renovation, Repair and Painting rule (40 CFR Part 745), with certified renovators on every job that disturbs paint in pre-1978 homes and child-occupied facilities.",
  },
  {
    name: "IDPH Licensed Asbestos Abatement Contractor",
    detail:
      "Asbestos abatement performed under Illinois Department of Public Health licensing, with licensed supervisors and workers on every crew.",
  },
  {
    name: "OSHA-Trained Crews",
    detail:
      "Crews trained under OSHA's asbestos and lead construction standards (29 CFR 1926.1101 and 1926.62), with respirator fit testing and a competent person on site.",
  },
  {
    name: "IICRC-Certified Mold Remediation",
    detail:
      "Mold remediation technicians trained and certified through the IICRC, working to the ANSI/IICRC S520 Standard for Professional Mold Remediation.",
  },
  {
    name: "A+ Consumer-Bureau Rating",
    detail: "Rated A+ by the consumer bureau. If something about a job isn't right, we answer directly and make it right.",
  },
  {
    name: "Fully Insured and Bonded",
    detail:
      "Liability and workers' compensation insurance and bonding for every project, with certificates sent to you or your property manager on request.",
  },
  {
    name: "ENERGY STAR Partner",
    detail:
      "We install ENERGY STAR certified windows rated for the Northern climate zone and show you the NFRC performance data for every unit we propose.",
  },
  {
    name: "Accredited Laboratory Partners",
    detail:
      "Asbestos samples analyzed by NVLAP-accredited laboratories and mold samples by AIHA-LAP EMLAP-accredited laboratories, with chain-of-custody records.",
  },
];
