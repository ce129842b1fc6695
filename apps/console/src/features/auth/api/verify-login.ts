import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loginVerifyDataSchema, type LoginVerifyData } from "@sendline/core/contract";
import { z } from "zod/mini";
import { useApi } from "../../../lib/app-context";
import { successOf, type ApiClient } from "../../../lib/api-client";
import { loginAttemptsQueryKey } from "./get-login-attempts";

export const loginFormSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, "This is a required field."), z.email("Enter a valid email address.")),
  password: z.string().check(z.minLength(1, "This is a required field.")),
  captcha_response: z.string().check(z.minLength(1, "Please confirm that you are not a robot.")),
});

export type LoginForm = z.infer<typeof loginFormSchema>;

export type VerifyLoginAnswer = LoginVerifyData;

export async function verifyLogin(api: ApiClient, form: LoginForm): Promise<VerifyLoginAnswer> {
  const body = await api("/ajax/login/verify", {
    method: "POST",
    body: form,
    strict: true,
    // The form shows a refusal (a lockout included) inline.
    quiet: true,
  });
  return successOf(loginVerifyDataSchema).parse(body).data;
}

export function useVerifyLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) => verifyLogin(api, form),
    onError: () => queryClient.invalidateQueries({ queryKey: loginAttemptsQueryKey }),
  });
}
