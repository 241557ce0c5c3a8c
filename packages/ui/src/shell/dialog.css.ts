// Durations follow §9: overlay 120 ms, dialog 150 ms, view change 150 ms, shake 500 ms.
export const dialogCss = `
:host([data-portico-embedded]) { display: block; }
.portico-overlay {
  position: fixed; inset: 0; z-index: var(--pc-z-index);
  display: flex; align-items: center; justify-content: center;
  background: var(--pc-overlay);
  animation: portico-overlay-in var(--pc-duration-overlay) ease-out both;
}
.portico-overlay[data-state='closing'] { animation: portico-fade-out var(--pc-duration-dialog) ease-in both; }
.portico-dialog {
  position: relative; width: 360px; max-width: calc(100vw - 32px); max-height: calc(100vh - 64px);
  overflow: auto; display: flex; flex-direction: column;
  background: var(--pc-bg); color: var(--pc-fg);
  border: 1px solid var(--pc-border); border-radius: var(--pc-radius-dialog);
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.18);
  animation: portico-dialog-in var(--pc-duration-dialog) ease-out both;
}
.portico-dialog:focus { outline: none; }
.portico-dialog:focus-visible { outline: 2px solid var(--pc-accent); }
.portico-dialog[data-embedded] { width: 100%; max-width: none; max-height: none; box-shadow: none; animation: none; }
.portico-dialog[data-state='closing'] { animation: portico-dialog-out var(--pc-duration-dialog) ease-in both; }
.portico-dialog[data-shake] { animation: portico-shake var(--pc-duration-shake) ease-in-out; }
.portico-view-enter { animation: portico-fade-in var(--pc-duration-view) ease-out both; }
.portico-body { padding: 8px 16px 16px; display: flex; flex-direction: column; gap: 8px; }
@keyframes portico-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes portico-fade-out { from { opacity: 1; } to { opacity: 0; } }
/* Entrances start visible (issue 22): the frame after a click shows the dialog; only the overlay's tint and the
   dialog's last bit of opacity and offset ease in (on narrow screens the sheet rises its last quarter, not from
   below the screen). An opacity fade on the overlay would hide the dialog inside it. */
@keyframes portico-overlay-in { from { background: transparent; } }
@keyframes portico-dialog-in { from { opacity: 0.6; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes portico-dialog-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes portico-sheet-in { from { transform: translateY(25%); } to { transform: none; } }
@keyframes portico-sheet-out { from { transform: none; } to { transform: translateY(100%); } }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); }
  40%, 60% { transform: translateX(6px); }
}
/* Narrow screens: a bottom sheet that slides up. */
@media (max-width: 430px) {
  .portico-overlay { align-items: flex-end; }
  .portico-dialog:not([data-embedded]) {
    width: 100%; max-width: 100%; max-height: calc(100vh - 32px);
    border-radius: var(--pc-radius-dialog) var(--pc-radius-dialog) 0 0; border-bottom: none;
    animation-name: portico-sheet-in;
  }
  .portico-dialog[data-state='closing']:not([data-embedded]) { animation-name: portico-sheet-out; }
  .portico-dialog[data-shake]:not([data-embedded]) { animation-name: portico-shake; }
}
@media (prefers-reduced-motion: reduce) {
  .portico-root *, .portico-root *::before, .portico-root *::after {
    animation: none !important; transition: none !important;
  }
}
`
