// Tabs for indentation and alignment, and a program that ends without a final newline
struct	Row {
	let	name:	String
	let	value:	Int
	func	render()	->	String	{	"\(name)\t=\t\(value)"	}
}
let	rows	=	[Row(name: "a",	value: 1),
		Row(name: "bb",	value: 22)]
for	row	in	rows	{
	print(row.render())
}
print("rows:", rows.count)