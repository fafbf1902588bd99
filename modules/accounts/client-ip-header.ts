/**
 * The header that carries the visitor's address into better-auth (sessions, limits). The
 * server overwrites it on every request it forwards, so a client cannot choose its value.
 */
export const CLIENT_IP_HEADER = "x-vayvista-client-ip";
