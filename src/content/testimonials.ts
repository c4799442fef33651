import type { Testimonial } from "./types";

/**
 * Customer testimonials for the home carousel (4 of 12 visible at a time).
 * Owner: before launch, each entry must be a genuine review from a real customer who agreed to its
 * publication, quoted without material edits (FTC rule on consumer reviews, 16 CFR Part 465).
 * `service` is the display name of a service in services.ts.
 */
export const testimonials: Testimonial[] = [
  {
    name: "Maria K.",
    role: "Homeowner, Evanston",
    rating: 5,
    initials: "MK",
    service: "Asbestos Removal",
    text: "Our boiler contractor refused to touch the pipes until the old insulation was gone. The crew sealed off the basement, explained every step, and had clearance results in hand by the second afternoon. We never smelled or saw a speck of dust upstairs.",
  },
  {
    name: "Derek S.",
    role: "Property manager, 14-unit building, Oak Lawn",
    rating: 5,
    initials: "DS",
    service: "Lead Paint Removal",
    text: "We needed lead hazards corrected in three units on a deadline from the health department. They worked around our tenants, kept every unit sealed, and their clearance paperwork was accepted without a single question. I've added them to our approved vendor list.",
  },
  {
    name: "Angela R.",
    role: "Facilities director, K-8 school district, Lake County",
    rating: 5,
    initials: "AR",
    service: "Asbestos Tile Removal",
    text: "Summer is our only window for floor work. They removed tile and mastic from two corridors and four classrooms, coordinated TEM clearance with our AHERA consultant, and were out two days early. Documentation was complete and well organized for our management plan.",
  },
  {
    name: "Tom B.",
    role: "Homeowner, Naperville",
    rating: 5,
    initials: "TB",
    service: "Mold Remediation",
    text: "Our sump pump died while we were on vacation. They were at the house the next morning, walked our adjuster through the moisture readings, and had the basement contained, cleaned and dry in four days. They also talked us into a battery backup, which already paid for itself this spring.",
  },
  {
    name: "Priya N.",
    role: "Homeowner, Wilmette",
    rating: 5,
    initials: "PN",
    service: "Window Installation",
    text: "With a toddler at home I was nervous about lead dust from our 1920s windows. The crew put plastic down in every room, cleaned like surgeons and showed me the cleaning verification cards. The new windows look original to the house and the bedrooms are finally warm.",
  },
  {
    name: "Greg L.",
    role: "Homeowner, Kenosha",
    rating: 5,
    initials: "GL",
    service: "Roofing",
    text: "After the hailstorm I had four roofers knock on my door the same day. These folks were the only ones who went into the attic, met my adjuster, and found the rotted decking around the vent before it became a bigger problem. Roof done in one day, yard spotless.",
  },
  {
    name: "Linda W.",
    role: "Homeowner, Munster",
    rating: 5,
    initials: "LW",
    service: "Siding",
    text: "We didn't know our old gray shingles were asbestos until they tested them. They took every one off whole, even picked the broken bits out of my flower beds, and the new fiber cement siding looks fantastic. The house is quieter too.",
  },
  {
    name: "Carlos M.",
    role: "Owner, restaurant building, Cicero",
    rating: 4,
    initials: "CM",
    service: "Mold Testing",
    text: "They found the leak behind our walk-in cooler that two other companies missed, and the report was clear enough to hand straight to my landlord. Lab results took a day longer than I hoped, but the answer was worth the wait.",
  },
  {
    name: "Susan H.",
    role: "Real estate agent, Arlington Heights",
    rating: 5,
    initials: "SH",
    service: "Asbestos Inspection",
    text: "I recommend them to buyers whenever an inspection report says 'suspect material'. They sample fast, explain the results without scaring anyone, and give a written scope we can negotiate with. It has saved more than one closing.",
  },
  {
    name: "James O.",
    role: "Homeowner, Glenview",
    rating: 5,
    initials: "JO",
    service: "Gutters",
    text: "Every winter the ice pulled our gutters down. Instead of just selling us new ones, they found the attic air leaks causing the ice dams, fixed those, and hung seamless gutters that haven't budged. First winter without icicles in ten years.",
  },
  {
    name: "Rachel T.",
    role: "Operations manager, medical office, Downers Grove",
    rating: 5,
    initials: "RT",
    service: "Asbestos Removal",
    text: "We had to remove ceiling texture in two exam rooms without closing the practice. They worked evenings and weekends, kept the containment airtight, and had the rooms cleared and turned over to our contractor on schedule. Professional from the first call to the final report.",
  },
  {
    name: "Kevin D.",
    role: "Homeowner, Berwyn",
    rating: 4,
    initials: "KD",
    service: "Lead Paint Removal",
    text: "Our porch and back stairs were a mess of peeling lead paint. The crew was careful and the clearance passed the first time. Scheduling took a couple of weeks because they were busy, but once they started everything moved exactly as promised.",
  },
];
