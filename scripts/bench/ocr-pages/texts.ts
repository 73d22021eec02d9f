/** Plain prose pages for the OCR test set: written for it, retail vocabulary, one A4 page each. */

export const ENGLISH_PAGES = [
  `Weekly shopping guide for families in Dubai and Abu Dhabi

Supermarkets across the Emirates publish new offers every Thursday, ahead of the weekend. This guide collects the best prices on fresh fruit, vegetables, dairy products, bread, rice, cooking oil and household cleaning supplies. All prices are shown in dirhams and include value added tax.

Fresh produce is cheapest early in the week, when stores clear the stock that arrived on Sunday. Tomatoes, cucumbers and onions from local farms in Al Ain often cost less than imported ones, and the quality is just as good. Mangoes from Pakistan and India arrive in late spring; look for boxes marked with the variety, such as Alphonso or Sindhri.

Large packs are not always the better deal. Compare the price per kilogram or per litre printed on the shelf label, which every store must show. A five kilogram bag of basmati rice may cost more per kilogram than two smaller bags bought during a promotion.

Loyalty programmes give points on every purchase. Points can usually be spent at the checkout or turned into vouchers. Check the expiry date of your points at least once a month, because many schemes cancel points that are not used within a year.

Online orders are delivered within two hours in most areas of Sharjah, Ajman and Ras Al Khaimah. Delivery is free above a minimum basket value, which changes from store to store.`,
  `Electronics buying checklist before the summer sale

Televisions, laptops and mobile phones are discounted heavily during the summer festival in July and August. Before you buy, write down the model number and compare it across at least three retailers, since identical products are sometimes sold under slightly different names.

Warranty matters more than a small discount. Most brands offer one year of cover, and stores sell extended plans for two or three more years. Read what the plan includes: accidental damage, battery replacement and home collection are not always part of it.

Check the power plug and the voltage. Appliances sold in the country use the British three pin plug and 220 volts. Imported gadgets may need an adapter, which can void the warranty if it overheats.

Trade in programmes accept old phones and tablets in exchange for credit. The value depends on the condition of the screen, the battery health and whether the original charger is included. Erase your personal data and sign out of every account before handing the device over.

Keep the receipt and the box. Returns are accepted within fourteen days at many stores, but only when the packaging is complete and the product shows no signs of use. Gift receipts allow an exchange without showing the price paid.`,
];

export const ARABIC_PAGES = [
  `دليل التسوق الأسبوعي للعائلات في دبي وأبوظبي

تنشر المتاجر الكبرى في الإمارات عروضا جديدة كل يوم خميس قبل عطلة نهاية الأسبوع. يجمع هذا الدليل أفضل الأسعار على الفواكه والخضروات الطازجة ومنتجات الألبان والخبز والأرز وزيت الطبخ ومواد التنظيف المنزلية. جميع الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة.

تكون الخضروات الطازجة أرخص في بداية الأسبوع عندما تصرف المتاجر البضاعة التي وصلت يوم الأحد. الطماطم والخيار والبصل من مزارع العين المحلية أقل سعرا في الغالب من المستوردة وجودتها لا تقل عنها. يصل المانجو من باكستان والهند في أواخر الربيع فابحث عن الصناديق التي تذكر اسم الصنف.

العبوات الكبيرة ليست دائما الصفقة الأفضل. قارن سعر الكيلوغرام أو اللتر المطبوع على بطاقة الرف التي يجب على كل متجر أن يعرضها. قد يكون كيس الأرز البسمتي بوزن خمسة كيلوغرامات أغلى من كيسين صغيرين يشتريان خلال العرض.

تمنح برامج الولاء نقاطا على كل عملية شراء. يمكن عادة استخدام النقاط عند الدفع أو تحويلها إلى قسائم. راجع تاريخ انتهاء نقاطك مرة في الشهر على الأقل لأن كثيرا من البرامج تلغي النقاط التي لا تستخدم خلال سنة.

تصل الطلبات عبر الإنترنت خلال ساعتين في معظم مناطق الشارقة وعجمان ورأس الخيمة. التوصيل مجاني فوق حد أدنى لقيمة السلة يختلف من متجر إلى آخر.`,
  `قائمة شراء الأجهزة الإلكترونية قبل تخفيضات الصيف

تنخفض أسعار أجهزة التلفزيون والحواسيب المحمولة والهواتف خلال مهرجان الصيف في شهري يوليو وأغسطس. قبل الشراء اكتب رقم الطراز وقارنه لدى ثلاثة متاجر على الأقل فالمنتجات المتطابقة تباع أحيانا بأسماء مختلفة قليلا.

الضمان أهم من خصم صغير. تقدم معظم العلامات التجارية ضمانا لمدة سنة واحدة وتبيع المتاجر خططا ممتدة لسنتين أو ثلاث سنوات إضافية. اقرأ ما تشمله الخطة من الأضرار العرضية واستبدال البطارية والاستلام من المنزل.

تحقق من القابس والجهد الكهربائي. تستخدم الأجهزة المباعة في الدولة القابس البريطاني ذا الثلاثة أطراف وجهد مئتين وعشرين فولت. قد تحتاج الأجهزة المستوردة إلى محول وقد يلغي ذلك الضمان إذا ارتفعت حرارته.

تقبل برامج الاستبدال الهواتف والأجهزة اللوحية القديمة مقابل رصيد للشراء. تعتمد القيمة على حالة الشاشة وصحة البطارية ووجود الشاحن الأصلي. امسح بياناتك الشخصية وسجل الخروج من كل حساب قبل تسليم الجهاز.

احتفظ بالإيصال والعلبة. تقبل كثير من المتاجر الإرجاع خلال أربعة عشر يوما بشرط أن تكون العبوة كاملة وألا يظهر على المنتج أي أثر للاستخدام. يسمح إيصال الهدية بالاستبدال دون إظهار السعر المدفوع.`,
];
