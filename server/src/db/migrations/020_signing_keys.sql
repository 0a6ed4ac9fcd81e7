-- The gateway's Ed25519 signing key when PROOF_SIGNING_KEY is not set (server/src/signing/):
-- made by the first gateway that needs it and shared by every gateway on the database, so a
-- proof or a register copy signed by any of them checks against the one public key that
-- `keys/public` answers. Two gateways making it at once both insert `on conflict do nothing`
-- and then both read the row that won.
--
-- The private key is as secret as the database (backups included); an operator who keeps
-- secrets apart sets PROOF_SIGNING_KEY instead, and this table stays empty.
create table signing_keys (
  -- what the key signs: 'gateway' (exclusion proofs and the verification register copy)
  purpose text primary key,
  -- the RFC 7638 thumbprint of the public key, the `kid` of every JWS it signs
  kid text not null unique,
  -- PKCS#8 DER, base64url
  private_key text not null,
  -- the public key's 32 bytes, base64url (the JWK's `x`)
  public_x text not null,
  created_at timestamptz not null default now()
);
