/** The icon sprite's address, /assets/icons-<content hash>.svg (scripts/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  const spriteAddress: string;
  export default spriteAddress;
}
