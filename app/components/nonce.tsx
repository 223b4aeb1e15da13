import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response, provided by `entry.server.tsx`. In the browser it is
 * empty: the scripts that needed it have already run.
 */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
