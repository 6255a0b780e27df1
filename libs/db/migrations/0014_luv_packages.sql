-- Reference data: the luv packages each brand sells (luv + bonus for KRW, VAT included). 1 luv is
-- sold for 1.1 KRW (1 KRW + 10% VAT); larger packages carry bonus luv. Operators change them later.
INSERT INTO luv_packages (brand, luv, bonus, price, sort_order)
SELECT b.brand, p.luv, p.bonus, p.price, p.sort_order
FROM (VALUES ('luv'), ('lex'), ('bell')) AS b(brand)
CROSS JOIN (VALUES
  (1000, 0, 1100, 1),
  (3000, 0, 3300, 2),
  (5000, 0, 5500, 3),
  (10000, 100, 11000, 4),
  (30000, 500, 33000, 5),
  (50000, 1000, 55000, 6),
  (100000, 3000, 110000, 7)
) AS p(luv, bonus, price, sort_order)
ON CONFLICT (brand, luv) DO NOTHING;
