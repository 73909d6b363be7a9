/** Lending: covenants (filled in by its part of the module). */
export {};
