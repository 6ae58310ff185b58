/** `npm run netlify:dev`: README's offline `netlify dev` on 127.0.0.1:8888, for a person. */
import { startNetlifyDev } from "./cli";

const { child } = startNetlifyDev({ port: Number(process.env.PORT ?? 8888), stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
