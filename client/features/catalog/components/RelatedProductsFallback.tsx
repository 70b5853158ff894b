/** Where related products stream in: the grid's place, kept while they come. */
export function RelatedProductsFallback() {
  return (
    <section className="product-related is-loading" aria-hidden="true">
      <div className="skeleton skeleton-heading" />
      <div className="skeleton-grid">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton skeleton-card" />
        ))}
      </div>
    </section>
  );
}
