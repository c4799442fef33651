/** Where we work. Used by the city banner, the footer, service pages and the structured data. */
export const statesServed = ["Illinois", "Indiana", "Wisconsin"] as const;

export const illinoisCounties = [
  "Cook County",
  "DuPage County",
  "Lake County",
  "Will County",
  "Kane County",
  "McHenry County",
  "Kendall County",
] as const;

export const cities: ReadonlyArray<{ name: string; state: "IL" | "IN" | "WI" }> = [
  ...[
    "Chicago", "Evanston", "Skokie", "Oak Park", "Cicero", "Berwyn", "Schaumburg", "Naperville",
    "Aurora", "Joliet", "Elgin", "Waukegan", "Arlington Heights", "Palatine", "Des Plaines",
    "Park Ridge", "Niles", "Glenview", "Wilmette", "Winnetka", "Highland Park", "Lake Forest",
    "Libertyville", "Mundelein", "Buffalo Grove", "Wheeling", "Northbrook", "Hoffman Estates",
    "Elk Grove Village", "Bolingbrook", "Downers Grove", "Wheaton", "Glen Ellyn", "Lombard",
    "Elmhurst", "Hinsdale", "Oak Brook", "Orland Park", "Tinley Park", "Oak Lawn", "Evergreen Park",
    "Calumet City", "Harvey", "Lansing", "Crystal Lake", "St. Charles", "Batavia", "Plainfield",
  ].map((name) => ({ name, state: "IL" as const })),
  ...["Hammond", "Gary", "Merrillville", "Valparaiso", "Crown Point", "Munster", "Schererville"].map(
    (name) => ({ name, state: "IN" as const }),
  ),
  ...["Kenosha", "Racine", "Milwaukee", "Pleasant Prairie", "Lake Geneva"].map((name) => ({
    name,
    state: "WI" as const,
  })),
];
