import { z } from "zod/mini";
import { idSchema, numberSchema } from "./primitives";

/**
 * A contact group as `GET /ajax/phonebook/groups/list` answers it, with its contact count and how
 * many of them unsubscribed.
 */
export const contactGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  contact_type: z.enum(["sms", "email"]),
  is_test: z.boolean(),
  valid_contacts: numberSchema,
  unsubscribed: numberSchema,
  date_created: z.string(),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;

/** `GET /ajax/phonebook/groups/{id}`: a group, with the custom fields its contacts carry. */
export const contactGroupDetailSchema = z.extend(contactGroupSchema, { custom_fields: z.array(z.string()) });
export type ContactGroupDetail = z.infer<typeof contactGroupDetailSchema>;

/** `POST /ajax/phonebook/groups`: a new group's name and channel; `PUT …/{id}` renames it. */
export const contactGroupBodySchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  contact_type: z._default(z.enum(["sms", "email"]), "sms"),
});
export const contactGroupRenameBodySchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});

/** `GET /ajax/phonebook/groupsearch?name=`: whether the account has a group of that name. */
export const groupSearchSchema = z.object({ exists: z.boolean(), id: z.nullable(idSchema) });

/**
 * A contact of a group as `GET /ajax/phonebook/groups/{id}/contacts/list` answers it: an
 * unsubscribed contact is never sent to, and says since when.
 */
export const contactSchema = z.object({
  id: idSchema,
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  fields: z.record(z.string(), z.string()),
  subscribed: z.boolean(),
  date_unsubscribed: z.nullable(z.string()),
  /** Why the address is no longer sent to, when a relay reported it: a hard bounce or a complaint. */
  suppressed: z.optional(z.nullable(z.enum(["hard_bounce", "complaint"]))),
});
export type Contact = z.infer<typeof contactSchema>;

/** `PUT /ajax/phonebook/contacts/{id}/subscription`: unsubscribes a contact, or subscribes it again. */
export const contactSubscriptionBodySchema = z.strictObject({ subscribed: z.boolean() });

/**
 * `GET /ajax/data/custom_fields`: the custom fields of the account's contacts (the other columns
 * of their files), and the fields a message can be personalised with (the profile fields, then
 * the custom ones).
 */
export const contactCustomFieldsSchema = z.object({
  custom_fields: z.array(z.string()),
  profileable_custom_fields: z.array(z.string()),
});
export type ContactCustomFields = z.infer<typeof contactCustomFieldsSchema>;
