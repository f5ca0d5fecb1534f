// `custom-elements-manifest analyze` (run by `npm run build`): the manifest of <ky-wallet>,
// from the element's JSDoc and lit's `static properties`, into dist/ (shipped: package.json
// "customElements"). Storybook's element story and the README test read it.
export default {
  globs: ['src/element/ky-wallet.ts'],
  outdir: process.env.KY_CEM_OUTDIR ?? 'dist',
  litelement: true,
  // package.json names dist/custom-elements.json itself; the analyzer must not rewrite it (tests write elsewhere).
  packagejson: false,
  plugins: [
    {
      // Only the public surface: private (#) fields and methods are not part of the element's API.
      name: 'ky-public-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.members) {
              declaration.members = declaration.members.filter(
                (member) => member.privacy !== 'private' && !member.name.startsWith('#'),
              );
            }
          }
        }
      },
    },
  ],
};
