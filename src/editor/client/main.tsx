import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The site's own block types, built into the editor page for the site being edited.
import "virtual:pagekit/site-blocks";
import "virtual:pagekit/site-editor-validators";
import { App } from "./App.tsx";
import "./editor.css";

createRoot(document.getElementById("editor")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
