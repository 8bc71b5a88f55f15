import { createContext, useContext } from "react";
import type { MenuNode } from "@/components/shell/menu-types";

/** The user's menu tree, loaded once by the session gate. */
export const MenuContext = createContext<readonly MenuNode[]>([]);

export function useMenuTree(): readonly MenuNode[] {
  return useContext(MenuContext);
}
