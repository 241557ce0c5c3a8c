import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// Nine entries: the main one stays free of hashing code; '/address' carries the checksum-level address checks;
// '/cache' is the TTL cache on its own, so a lazily loaded importer (blockchain-api in the modal's chunks) does not
// make the app's bundler split common's main module out of the initial chunk; '/networks' is AppKit's network names;
// '/units' is unit conversion on its own for the same reason (the send views use it, start-up code does not);
// '/sessions' is the smart-session texts, for the same reason (the grant and SmartSessionList chunks use them);
// '/alerts' is the §8 alerts' English texts, for the same reason (core, at start-up, needs only the keys); '/errors'
// the codes and texts only features loaded on demand throw (PorticoError looks texts up by code, so every text of the
// main entry is in an app's initial JS); '/hex' the bytes → hex helpers, for the same reason (only adapters' lazy code
// and the secure site use them; in the main entry they cost every app's initial JS ~60 B gzip).
export default defineConfig(
  packageBuild([
    'src/index.ts',
    'src/address/index.ts',
    'src/cache/ttl-cache.ts',
    'src/networks/index.ts',
    'src/units/convert.ts',
    'src/sessions/smart-session.ts',
    'src/errors/alert-texts.ts',
    'src/errors/feature-errors.ts',
    'src/bytes/hex.ts',
  ]),
)
