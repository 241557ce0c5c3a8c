export const avatarCss = `
.portico-avatar {
  display: inline-block; flex: none; overflow: hidden; border-radius: 50%;
  box-shadow: 0 0 0 3px var(--pc-surface);
}
.portico-avatar img { display: block; width: 100%; height: 100%; object-fit: cover; }
`
