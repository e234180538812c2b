import { paths } from '@shop/shared/paths';
import { CategoriesSkeleton } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { $categories, sectionShown } from './model';
import './categories-section.css';

/** The categories shown below the cart: ways back into the catalogue. */
export function CategoriesSection() {
  const categories = useUnit($categories);
  useEffect(() => sectionShown(), []);
  return (
    <section className="categories-section" aria-labelledby="categories-title">
      <h2 id="categories-title">Top Categories</h2>
      {categories === null ? (
        <CategoriesSkeleton />
      ) : (
        <ul className="categories-grid">
          {categories.map((category) => (
            <li key={category._id}>
              <Link to={paths.byCategory(category._id)}>
                <img src={category.categoryImg} alt="" width={64} height={64} loading="lazy" />
                <span>{category.categoryName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
