/**
 * A throwaway key and self-signed certificate for 127.0.0.1, for the fake Mollie only: the official
 * client speaks nothing but HTTPS. Nobody trusts this certificate (the tests that use the fake turn
 * certificate checks off for their own process), so the key protects nothing and is no secret.
 */
export const FAKE_MOLLIE_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgh/IJgZNvMAipdo7j
JdvyjbqN2hbHn/snZU64vYaa1vihRANCAATcnwgnucizyxVG4zyVnWkrhDnzIHvA
fcRo+ZrXoE+Lo5noJwuCa3jux6Cm8Et+GLIy8tvDkcXItqGHQu9naVsB
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBjzCCATagAwIBAgIUBvpfjC3bJCWeHfCI4Ju3GDjQ3lgwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyODA5MjA0MVoYDzIxMjYxMTA0
MDkyMDQxWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATcnwgnucizyxVG4zyVnWkrhDnzIHvAfcRo+ZrXoE+Lo5noJwuCa3ju
x6Cm8Et+GLIy8tvDkcXItqGHQu9naVsBo2QwYjAdBgNVHQ4EFgQUpgOfbaZyb7VE
6ZIdEsSo6nv2D30wHwYDVR0jBBgwFoAUpgOfbaZyb7VE6ZIdEsSo6nv2D30wDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0cAMEQC
IDvVGFfiogsU+GB8AEdczu2ua306QCh08xhN8YSTy9dSAiABTvThzgzxFqKsT8zb
/nYjSLvABAxNv2kVeDFlGUZeVQ==
-----END CERTIFICATE-----`,
};
