import type { App, Input, Menu as MenuType, Session, WebContents } from 'electron';

/**
 * The app asks for no permission: printing (`webContents.print`, `getPrintersAsync`) and the app protocol need
 * none, and the renderer uses no camera, clipboard API, notification or device. So every request, every check and
 * every device (HID, serial, USB) is refused, and a compromised page cannot be granted anything.
 */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/**
 * A floor for every web contents the app ever makes (the main window, the fault page, the hidden PDF window): no
 * `<webview>` and no new windows. A window that allows something (main's allow-listed external links) sets its own
 * open handler after this one, which replaces it.
 */
export function hardenAllWebContents(app: Pick<App, 'on'>): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

/** F12, Ctrl/Cmd+Shift+I/J/C and Cmd+Alt+I/J/C: Chromium's ways to open DevTools or its inspector. */
export function isDevToolsShortcut(
  input: Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'shift' | 'alt'>,
) {
  if (input.type !== 'keyDown') return false;
  if (input.key === 'F12') return true;
  const key = input.key.toLowerCase();
  if (!['i', 'j', 'c'].includes(key)) return false;
  return ((input.control || input.meta) && input.shift) || (input.meta && input.alt);
}

/** Packaged builds: DevTools are off in webPreferences; this also swallows the shortcuts and closes any that open. */
export function blockDevTools(contents: WebContents): void {
  contents.on('before-input-event', (event, input) => {
    if (isDevToolsShortcut(input)) event.preventDefault();
  });
  contents.on('devtools-opened', () => contents.closeDevTools());
}

/**
 * Packaged builds get no default menu (its View menu reloads and opens DevTools). macOS keeps a minimal one,
 * because there Cmd+C/V and Cmd+Q work only through menu roles.
 */
export function applyPackagedMenu(Menu: typeof MenuType, platform: NodeJS.Platform): void {
  if (platform !== 'darwin') return Menu.setApplicationMenu(null);
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([{ role: 'appMenu' }, { role: 'editMenu' }, { role: 'windowMenu' }]),
  );
}
