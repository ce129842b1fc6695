import { z } from "zod/mini";
import { WEEKDAYS, businessHoursErrors, type BusinessHours } from "../time/business-hours";

const slot = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time slot."));

const dayHoursSchema = z.strictObject({
  enabled: z.boolean(),
  wholeDay: z.boolean(),
  start: slot,
  end: slot,
});

/** An account's business hours (SPEC §2 editor): every weekday, each checked by core's day rule. */
export const businessHoursSchema = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
      (typeof WEEKDAYS)[number],
      typeof dayHoursSchema
    >,
  )
  .check(
    z.superRefine((hours, context) => {
      for (const [day, message] of Object.entries(businessHoursErrors(hours as BusinessHours))) {
        context.addIssue({ code: "custom", path: [day, "end"], message });
      }
    }),
  );

/** `GET/PUT /ajax/settings/business_hours`: the hours, or null for no restriction. */
export const businessHoursBodySchema = z.strictObject({ business_hours: z.nullable(businessHoursSchema) });
