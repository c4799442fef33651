/** Files the Worker's build inlines (Vite's `?inline`): a data URL of the file. */
declare module "*.woff?inline" {
  const dataUrl: string;
  export default dataUrl;
}
