import type * as Primitive from '@radix-ui/react-dropdown-menu';
import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type JSX,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Dropdown menus whose Radix code (menu, popper, floating-ui: about a sixth of the first page's
 * JavaScript) loads after the first page is shown: when the browser is idle, or at once when a
 * trigger is hovered, focused or pressed. Until then each trigger renders as itself; pressing it
 * opens the menu as soon as the code is there, and a trigger that had keyboard focus keeps it when
 * the real menu takes its place. The API is the Radix one (see ./dropdown-menu-parts.tsx).
 */
type Parts = typeof import('./dropdown-menu-parts');

let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the menus (once); resolves with them. */
export function loadDropdownMenus(): Promise<Parts> {
  loading ??= import('./dropdown-menu-parts').then((module) => {
    parts = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useParts(): Parts | null {
  return useSyncExternalStore(
    subscribe,
    () => parts,
    () => parts,
  );
}

let idleScheduled = false;
function loadWhenIdle() {
  if (idleScheduled) return;
  idleScheduled = true;
  const load = () => void loadDropdownMenus();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 200);
}

type MenuState = {
  request: () => void;
  /** Whether the placeholder trigger has keyboard focus (read once by the real trigger). */
  setFocused: (focused: boolean) => void;
  takeFocused: () => boolean;
};
const MenuContext = createContext<MenuState | null>(null);

export function DropdownMenu({ open, defaultOpen, onOpenChange, ...props }: ComponentProps<typeof Primitive.Root>) {
  const loaded = useParts();
  const [requested, setRequested] = useState(false);
  const hadFocus = useRef(false);
  useEffect(loadWhenIdle, []);
  const request = useCallback(() => {
    setRequested(true);
    onOpenChange?.(true);
    void loadDropdownMenus();
  }, [onOpenChange]);
  const setFocused = useCallback((focused: boolean) => {
    hadFocus.current = focused;
  }, []);
  const takeFocused = useCallback(() => {
    const focused = hadFocus.current;
    hadFocus.current = false;
    return focused;
  }, []);
  const Root = loaded?.DropdownMenu;
  return (
    <MenuContext.Provider value={{ request, setFocused, takeFocused }}>
      {Root ? (
        <Root open={open} defaultOpen={defaultOpen ?? requested} onOpenChange={onOpenChange} {...props} />
      ) : (
        props.children
      )}
    </MenuContext.Provider>
  );
}

export function DropdownMenuTrigger({ children, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  const loaded = useParts();
  const menu = useContext(MenuContext);
  // The real trigger replaces this one: focus follows when the user was on it.
  const keepFocus = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node && menu?.takeFocused()) node.focus();
    },
    [menu],
  );
  if (loaded)
    return (
      <loaded.DropdownMenuTrigger ref={keepFocus} {...props}>
        {children}
      </loaded.DropdownMenuTrigger>
    );
  const { asChild, ...rest } = props;
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      {...rest}
      onPointerEnter={() => void loadDropdownMenus()}
      onFocus={() => {
        menu?.setFocused(true);
        void loadDropdownMenus();
      }}
      onBlur={() => {
        menu?.setFocused(false);
      }}
      onClick={() => menu?.request()}
    >
      {children}
    </Component>
  );
}

/** The parts inside a menu render only once the menus are loaded (the content is closed until then). */
function part<K extends keyof Parts>(name: K) {
  return function Part(props: ComponentProps<Parts[K]>) {
    const loaded = useParts();
    if (!loaded) return null;
    const Component = loaded[name] as unknown as ComponentType<ComponentProps<Parts[K]>>;
    return <Component {...(props as ComponentProps<Parts[K]> & JSX.IntrinsicAttributes)} />;
  };
}

export const DropdownMenuContent = part('DropdownMenuContent');
export const DropdownMenuGroup = part('DropdownMenuGroup');
export const DropdownMenuRadioGroup = part('DropdownMenuRadioGroup');
export const DropdownMenuItem = part('DropdownMenuItem');
export const DropdownMenuRadioItem = part('DropdownMenuRadioItem');
export const DropdownMenuLabel = part('DropdownMenuLabel');
export const DropdownMenuSeparator = part('DropdownMenuSeparator');
