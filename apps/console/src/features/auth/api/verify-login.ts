import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { useApi } from "../../../app/provider";
import type { ApiClient } from "../../../lib/api-client";
import { loginAttemptsQueryKey } from "./get-login-attempts";

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, "This is a required field.").email("Enter a valid email address."),
  password: z.string().min(1, "This is a required field."),
  captcha_response: z.string().min(1, "Please confirm that you are not a robot."),
});

export type LoginForm = z.infer<typeof loginFormSchema>;

const flag = z.union([z.boolean(), z.number(), z.null()]).transform((value) => Boolean(value));

const verifyLoginAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.coerce.number(),
    account_id: z.coerce.number().nullable().optional(),
    token: z.string(),
    role_code: z.string(),
    twofa_enabled: flag,
    mobile_twofa: z.string().nullable().optional(),
  }),
});

export type VerifyLoginAnswer = z.infer<typeof verifyLoginAnswerSchema>["data"];

export async function verifyLogin(api: ApiClient, form: LoginForm): Promise<VerifyLoginAnswer> {
  const body = await api("/ajax/login/verify", { method: "POST", body: form, strict: true });
  return verifyLoginAnswerSchema.parse(body).data;
}

export function useVerifyLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) => verifyLogin(api, form),
    onError: () => queryClient.invalidateQueries({ queryKey: loginAttemptsQueryKey }),
  });
}
