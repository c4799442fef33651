/** Files the Worker's build inlines (Vite's `?inline`): a data URL of the file. */
declare module "*.woff?inline" {
  const dataUrl: string;
  export default dataUrl;
}

/** A browser script the Worker's build bundles on its own (Vite's `?worker&url`): its hashed URL. */
declare module "*?worker&url" {
  const url: string;
  export default url;
}
