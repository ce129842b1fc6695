import { queryOptions, useQuery } from "@tanstack/react-query";
import { contactCustomFieldsSchema } from "@sendline/core/contract";
import { z } from "zod/mini";
import { successOf, type ApiClient } from "./api-client";
import { useApi } from "./app-context";

const senderSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
const groupSchema = z.object({
  id: z.number(),
  name: z.string(),
  valid_contacts: z.coerce.number(),
  is_test: z.coerce.number(),
});
const routeSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  cost: z.number(),
  currency_code: z.string(),
  is_default: z.coerce.number(),
});

const statusSchema = z.object({ code: z.string(), name: z.string() });

const REFERENCE = {
  campaign_status: statusSchema,
  senderids: senderSchema,
  viber_senderids: senderSchema,
  email_senderids: senderSchema,
  contact_groups: groupSchema,
  test_contact_groups: groupSchema,
  "contact_groups/email": groupSchema,
  "test_contact_groups/email": groupSchema,
  routes: routeSchema,
} as const;
type ReferenceName = keyof typeof REFERENCE;

/** Reference data of SPEC §7 (`/ajax/data/{name}`), cached for the session. */
export const referenceQueryOptions = <Name extends ReferenceName>(api: ApiClient, name: Name) =>
  queryOptions({
    queryKey: ["reference", name],
    queryFn: async () =>
      successOf(z.array(REFERENCE[name])).parse(await api(`/ajax/data/${name}`)).data as z.infer<
        (typeof REFERENCE)[Name]
      >[],
    staleTime: 5 * 60_000,
  });

export function useReferenceData<Name extends ReferenceName>(name: Name) {
  return useQuery(referenceQueryOptions(useApi(), name));
}

/**
 * `GET /ajax/data/custom_fields`: the fields a message may personalise with, the contact's profile
 * fields then the account's custom fields (the other columns of its contacts files).
 */
export function useCustomFields() {
  const api = useApi();
  return useQuery({
    queryKey: ["reference", "custom_fields"],
    queryFn: async () =>
      successOf(contactCustomFieldsSchema).parse(await api("/ajax/data/custom_fields")).data,
    staleTime: 60_000,
  });
}
