/** The four-step process on the home page. */
export const processSteps: Array<{ title: string; text: string }> = [
  {
    title: "Inspection & Assessment",
    text: "A licensed inspector visits the property, identifies suspect materials or moisture, and takes samples for an accredited laboratory when they are needed. We listen to what you plan to do with the space, because that decides what must be tested.",
  },
  {
    title: "Detailed Report & Planning",
    text: "You get the lab results, photos and a written scope in plain language, with a fixed quote and no hidden fees. We file any required notifications and permits and schedule the work around your home or business.",
  },
  {
    title: "Safe Remediation",
    text: "Certified crews seal the work area, use HEPA-filtered negative air and wet methods, and follow EPA, OSHA and state rules for asbestos, lead and mold. The rest of your property stays clean and usable.",
  },
  {
    title: "Final Clearance",
    text: "Before containment comes down, the area is inspected and tested: air clearance for asbestos, dust-wipe clearance or cleaning verification for lead, and post-remediation verification for mold. You keep every record.",
  },
];
