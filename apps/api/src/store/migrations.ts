/**
 * Schema migrations, applied in order once each and recorded in schema_migrations. Plain PostgreSQL so the
 * embedded store and a PostgreSQL server run the very same text. Never edit an applied one: add the next.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '001_projects',
    sql: `
      CREATE TABLE projects (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        features JSONB NOT NULL,
        allowed_origins JSONB NOT NULL,
        -- 'ok', or a failure /projects/v1/origins answers on purpose so clients can test their alerts.
        origins_status TEXT NOT NULL DEFAULT 'ok' CHECK (origins_status IN ('ok', 'rate_limited', 'server_error')),
        analytics_enabled BOOLEAN NOT NULL DEFAULT TRUE,
        rate_limit_per_minute INTEGER,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );`,
  },
  {
    id: '002_analytics_events',
    sql: `
      CREATE TABLE analytics_events (
        id BIGSERIAL PRIMARY KEY,
        project_id TEXT NOT NULL,
        event_id TEXT NOT NULL,
        sdk_type TEXT,
        sdk_version TEXT,
        url TEXT NOT NULL,
        domain TEXT NOT NULL,
        event_timestamp BIGINT NOT NULL,
        props JSONB NOT NULL,
        received_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX analytics_events_project ON analytics_events (project_id, received_at);`,
  },
  {
    id: '003_names',
    sql: `
      CREATE TABLE names (
        name TEXT PRIMARY KEY,
        attributes JSONB NOT NULL DEFAULT '{}'::jsonb,
        message TEXT NOT NULL,
        signature TEXT NOT NULL,
        registered_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE TABLE name_addresses (
        name TEXT NOT NULL REFERENCES names (name) ON DELETE CASCADE,
        coin_type BIGINT NOT NULL,
        address TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (name, coin_type)
      );
      CREATE INDEX name_addresses_address ON name_addresses (lower(address));`,
  },
  {
    id: '004_chain_index',
    sql: `
      CREATE TABLE indexed_chains (
        chain_id BIGINT PRIMARY KEY,
        next_block BIGINT NOT NULL
      );
      CREATE TABLE transfers (
        chain_id BIGINT NOT NULL,
        block_number BIGINT NOT NULL,
        tx_index INTEGER NOT NULL,
        -- -1 for the native value of the transaction itself, else the log index.
        log_index INTEGER NOT NULL,
        tx_hash TEXT NOT NULL,
        mined_at BIGINT NOT NULL,
        nonce BIGINT NOT NULL,
        status TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
        token TEXT,
        token_id TEXT,
        sender TEXT NOT NULL,
        recipient TEXT NOT NULL,
        amount TEXT NOT NULL,
        PRIMARY KEY (chain_id, block_number, tx_index, log_index)
      );
      CREATE INDEX transfers_sender ON transfers (sender, block_number DESC);
      CREATE INDEX transfers_recipient ON transfers (recipient, block_number DESC);`,
  },
  {
    id: '005_smart_sessions',
    sql: `
      CREATE TABLE smart_sessions (
        pci TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        address TEXT NOT NULL,
        chain_id TEXT NOT NULL,
        expiry BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );
      CREATE INDEX smart_sessions_address ON smart_sessions (address);`,
  },
  {
    id: '006_siwx',
    sql: `
      CREATE TABLE siwx_nonces (
        nonce TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
      CREATE INDEX siwx_nonces_expiry ON siwx_nonces (expires_at);
      CREATE TABLE siwx_sessions (
        id BIGSERIAL PRIMARY KEY,
        -- sha256 of the cookie token; the token itself is never stored.
        token_hash TEXT NOT NULL,
        project_id TEXT NOT NULL,
        chain_id TEXT NOT NULL,
        address TEXT NOT NULL,
        message TEXT NOT NULL,
        signature TEXT NOT NULL,
        data JSONB NOT NULL,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );
      CREATE INDEX siwx_sessions_token ON siwx_sessions (token_hash, project_id);`,
  },
  {
    // The hash of every indexed block, so the indexer sees a reorganised or reset chain (a stored hash no longer
    // matches the chain's) and drops what it indexed above the fork.
    id: '007_indexed_blocks',
    sql: `
      CREATE TABLE indexed_blocks (
        chain_id BIGINT NOT NULL,
        block_number BIGINT NOT NULL,
        block_hash TEXT NOT NULL,
        PRIMARY KEY (chain_id, block_number)
      );`,
  },
  {
    // Requests counted per key (a project's rate limit, later one-time-code attempts) and fixed window, shared by
    // every process on this store; src/middleware/rate-limit.ts takes them in leases.
    id: '008_rate_limit_windows',
    sql: `
      CREATE TABLE rate_limit_windows (
        key TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        window_end BIGINT NOT NULL,
        used BIGINT NOT NULL,
        PRIMARY KEY (key, window_start)
      );
      CREATE INDEX rate_limit_windows_end ON rate_limit_windows (window_end);`,
  },
  {
    // The embedded wallet's auth side (issue 16). Codes, approval links and session tokens are stored only as hashes;
    // auth_share is the one Shamir share of the wallet this service holds (the device and the secure site hold the
    // other two), so this database alone rebuilds no key.
    id: '009_embedded_auth',
    sql: `
      CREATE TABLE auth_users (
        id TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        provider TEXT NOT NULL,
        -- the lower-cased email for 'email', the issuer's subject for a social provider
        identity TEXT NOT NULL,
        email TEXT,
        username TEXT,
        auth_share TEXT,
        created_at BIGINT NOT NULL,
        UNIQUE (project_id, provider, identity)
      );
      CREATE TABLE auth_devices (
        user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (user_id, device_id)
      );
      CREATE TABLE auth_codes (
        -- 'login:<project>:<email>' or 'update:<user id>'
        key TEXT PRIMARY KEY,
        step TEXT NOT NULL,
        sent_to TEXT NOT NULL,
        new_email TEXT,
        salt TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0,
        sent_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE TABLE auth_device_approvals (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        sent_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        approved_at BIGINT
      );
      CREATE INDEX auth_device_approvals_device ON auth_device_approvals (user_id, device_id);
      CREATE TABLE auth_sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        device_id TEXT NOT NULL,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );`,
  },
  {
    // §8 UNVERIFIED_DOMAIN: a project whose domain is not verified answers its origins with that refusal.
    id: '010_unverified_domain_status',
    sql: `
      ALTER TABLE projects DROP CONSTRAINT projects_origins_status_check;
      ALTER TABLE projects ADD CONSTRAINT projects_origins_status_check
        CHECK (origins_status IN ('ok', 'rate_limited', 'server_error', 'unverified_domain'));`,
  },
  {
    // The wallet catalogue a deployment serves (issue 20): the bundled seed, then whatever `catalogue:import` brings.
    // An entry is kept whole as served (JSONB); `position` is the recommended order. A logo the deployer supplied
    // is marked, so a later import's generated monogram never replaces it.
    id: '011_wallet_catalogue',
    sql: `
      CREATE TABLE catalogue_wallets (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL,
        entry JSONB NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE TABLE catalogue_images (
        id TEXT PRIMARY KEY,
        svg TEXT NOT NULL,
        supplied BOOLEAN NOT NULL DEFAULT FALSE
      );`,
  },
  {
    // Issue 16 account merge: a social identity whose provider vouches for an email an existing user proved signs in
    // to that user (one wallet per person). email_verified says which stored emails were proven (an email user's by
    // its code, a social user's by the provider's email_verified claim): only those are merged into. A session
    // remembers the provider it was opened with, so the user is shown as signed in with it.
    id: '012_auth_linked_identities',
    sql: `
      ALTER TABLE auth_users ADD COLUMN email_verified BOOLEAN NOT NULL DEFAULT false;
      UPDATE auth_users SET email_verified = true WHERE provider = 'email';
      CREATE INDEX auth_users_verified_email ON auth_users (project_id, email) WHERE email_verified;
      CREATE TABLE auth_identities (
        project_id TEXT NOT NULL,
        provider TEXT NOT NULL,
        identity TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (project_id, provider, identity)
      );
      ALTER TABLE auth_sessions ADD COLUMN provider TEXT;`,
  },
  {
    // Farcaster sign-in (issue 21): each channel apps/api opened, with the nonce it chose, until it expires. A signed
    // message verifies only against the nonce of its own channel, and a channel signs in once: a relay that replays
    // a signed message within its 10 minutes is refused.
    id: '013_farcaster_channels',
    sql: `
      CREATE TABLE farcaster_channels (
        channel_token TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        nonce TEXT NOT NULL UNIQUE,
        expires_at BIGINT NOT NULL,
        used_at BIGINT
      );
      CREATE INDEX farcaster_channels_expiry ON farcaster_channels (expires_at);`,
  },
  {
    // Issue 19: the ERC-7715 grant the owner signed (its keccak256 is the pci), so an account's sessions can be listed.
    id: '014_smart_session_grants',
    sql: `
      ALTER TABLE smart_sessions ADD COLUMN grant_json TEXT;`,
  },
]
