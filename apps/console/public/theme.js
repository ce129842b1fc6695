// Applies the user's last theme before the first paint, so a dark console never flashes light.
// The signed-in shell then applies the theme saved on the server and refreshes this copy
// (src/features/preferences/theme.ts).
(function () {
  try {
    var theme = localStorage.getItem("sendline.theme");
    var dark = theme === "dark" || (theme !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
    if (dark) document.documentElement.classList.add("dark");
  } catch {
    // Storage may be off; the shell applies the theme once it loads.
  }
})();
