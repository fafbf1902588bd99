import type { MyBookingStrings } from "../../strings/my-booking/types.ts";
import type { BookingLook } from "../booking/booking-look.ts";
import type { MyBookingState } from "../page-data.ts";
import type { BookingSay } from "./booking-say.ts";

/** What each part of a guest's booking page is drawn from: the booking, its words, how it writes money and days, the theme's look. */
export type MyBookingPartProps = { state: MyBookingState; words: MyBookingStrings; say: BookingSay; look: BookingLook };
