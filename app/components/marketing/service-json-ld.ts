/**
 * schema.org Service for a page that sells one of our services, provided by VayVista.
 * `serviceType` and `areaServed` are added when given.
 */
export function serviceJsonLd({
  name,
  description,
  origin,
  lang,
  serviceType,
  areaServed,
}: {
  name: string;
  description: string;
  origin: string;
  lang: string;
  serviceType?: string;
  areaServed?: readonly string[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    ...(serviceType ? { serviceType } : {}),
    provider: { "@type": "Organization", name: "VayVista", url: `${origin}/` },
    ...(areaServed ? { areaServed } : {}),
    inLanguage: lang,
  };
}
