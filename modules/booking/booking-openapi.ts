import { z } from "zod";
import {
  apiErrorSchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookingAnswerSchema,
  bookingRequestSchema,
  MAX_BOOKING_REQUEST_BYTES,
  quoteAnswerSchema,
  quoteQuerySchema,
} from "./booking-api-schema.ts";

type JsonSchema = Record<string, unknown>;

const schema = (type: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(type, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

/** A query schema's fields as OpenAPI parameters. */
function queryParameters(query: z.ZodObject): JsonSchema[] {
  const json = schema(query, "input") as { properties: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

const jsonContent = (body: JsonSchema) => ({ "application/json": { schema: body } });
const errorAnswer = (description: string) => ({
  description,
  content: jsonContent({ $ref: "#/components/schemas/Error" }),
});

/**
 * The OpenAPI 3.1 description of the booking API, built from the very zod schemas the
 * server validates with: `node scripts/generate-openapi.ts` writes it to
 * docs/api/booking-api.json, and a test fails when that file is not what this builds.
 */
export function bookingOpenApi(): JsonSchema {
  return {
    openapi: "3.1.0",
    info: {
      title: "VayVista booking API",
      version: "1",
      description:
        "On every owner site's host (its subdomain or custom domain). Amounts are integer cents of the site's currency (EUR or PLN, named in " +
        "every quote); dates are " +
        "YYYY-MM-DD without time. Errors carry a machine code and a message in the language asked for (`lang`, " +
        "else Accept-Language, else English).",
    },
    paths: {
      "/api/availability": {
        get: {
          summary: "Unavailable nights and the booking rules of a unit, for a date picker",
          parameters: queryParameters(availabilityQuerySchema),
          responses: {
            200: { description: "The unit's calendar", content: jsonContent(schema(availabilitySchema, "output")) },
            400: errorAnswer("invalid_request: a parameter is missing or malformed, or the span is over two years"),
            404: errorAnswer("unknown_unit, or not_bookable (not an owner site)"),
          },
        },
      },
      "/api/quote": {
        get: {
          summary: "The price of a stay, night by night, with fees, discounts, voucher and tourist tax",
          parameters: queryParameters(quoteQuerySchema),
          responses: {
            200: {
              description: "The stay can be booked at this price",
              content: jsonContent(schema(quoteAnswerSchema, "output")),
            },
            400: errorAnswer("invalid_request"),
            404: errorAnswer("unknown_unit, or not_bookable"),
            409: errorAnswer("dates_unavailable: a night of the stay is taken"),
            422: errorAnswer("stay_not_allowed (details: every rule the stay breaks) or voucher_invalid"),
          },
        },
      },
      "/api/bookings": {
        post: {
          summary: "Book a stay (instant booking) or ask for it (booking request, dates held until the owner answers)",
          requestBody: { required: true, content: jsonContent(schema(bookingRequestSchema, "input")) },
          responses: {
            201: { description: "Booked or requested", content: jsonContent(schema(bookingAnswerSchema, "output")) },
            400: errorAnswer("invalid_request (details: the fields that are wrong)"),
            404: errorAnswer("unknown_unit, or not_bookable"),
            409: errorAnswer("dates_unavailable: another stay holds a night of it (also when two guests book at once)"),
            413: errorAnswer(
              `payload_too_large: the body is over ${MAX_BOOKING_REQUEST_BYTES / 1024} KiB (the message in Accept-Language's language: the body is not read)`,
            ),
            415: errorAnswer(
              "unsupported_media_type: the body is not sent as application/json (the message in Accept-Language's language)",
            ),
            422: errorAnswer("stay_not_allowed or voucher_invalid"),
            429: errorAnswer(
              "rate_limited (too many attempts from one network in an hour), or too_many_open_stays: the guest's " +
                "address (compared in lower case, without a +tag) or network already holds as many open requests " +
                "and bookings still ahead, or their nights, as one site allows; nothing is held or emailed",
            ),
          },
        },
      },
    },
    components: { schemas: { Error: schema(apiErrorSchema, "output") } },
  };
}
