// What the three factories an app calls at start-up (createSIWX, createMessenger, createServerStorage) do later —
// check sessions, build messages, talk to the server — is one chunk fetched at the first of those calls. An app that
// turns SIWX on keeps its entry to the factories (issue 22: an app with every feature enabled, bench/size fixture
// `everything`). The `import()`s are here, in the app's entry: a chunk fetched from another lazy chunk that imports a
// module the entry holds (common's address codecs import its core) made Vite 8's bundler split the entry.
export const loadRuntime = () => import('./runtime')

/** The address codecs (keccak, base58, bech32) a message needs, at the first sign-in. */
export const loadAddressCodecs = () => import('@portico/common/address')
