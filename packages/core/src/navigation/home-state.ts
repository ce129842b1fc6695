/** A menu module as the access-control answer lists it: its state and its submenu. */
interface HomeMenuModule {
  state: string;
  submenu: readonly { state: string }[];
}

/**
 * The screen a signed-in user lands on (after sign-in, and after leaving an account): provider
 * staff outside any account land on their admin home, the first admin screen their menu offers;
 * everyone else, and staff inside an account, on the first screen of their menu. `null` when the
 * menu is empty.
 */
export function homeState(
  modules: readonly HomeMenuModule[],
  { staffOutsideAccount }: { staffOutsideAccount: boolean },
): string | null {
  const screens = modules.flatMap((module) =>
    module.submenu.length ? module.submenu.map((item) => item.state) : [module.state],
  );
  if (staffOutsideAccount) {
    const admin = screens.find((state) => state.startsWith("admin-"));
    if (admin) return admin;
  }
  return modules[0]?.state ?? null;
}
